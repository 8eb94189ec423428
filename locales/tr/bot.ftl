## Telegram botu: yanıtlar, düğmeler, açıklamalar ve komut menüsü.
## Sözlük: session = oda, table = masa, host = oda sahibi, dice = zar, roll = zar atmak;
## oyuncuya "sen" diye hitap ediyoruz. Değişkenlere ek getirmiyoruz (ünlü uyumu bozulmasın).

welcome =
    🎲 Merhaba { $name }! Arkadaşlarınla zar ve masa oyunlarını burada, Telegram'da oyna.
    Yeni bir oda kur ya da davet koduyla bir odaya katıl.
btn_new = 🆕 Yeni oda
btn_join = 🔑 Kodla katıl
btn_mine = 📋 Odalarım
btn_help = ❓ Nasıl oynanır
btn_share = 📨 Davet et
btn_join_group = ✋ Katıl
btn_pick = 🎮 Oyun seç
btn_new_game = 🎮 Yeni oyun
btn_play_in_app = 📱 Uygulamada oyna
btn_show_board = 🖼 Tahtayı göster
btn_no_timer = Süre yok
game_players_count =
    { $n ->
        [one] { $n } oyuncu
       *[other] { $n } oyuncu
    }
game_players_range = { $min }–{ $max } oyuncu
ask_players = Sen dahil kaç oyuncu?
ask_turn = Hamle başına süre?
players_chosen = Oyuncu: { $count }
turn_chosen = Hamle süresi: { $limit }
no_limit = yok
seconds = { $count } sn
minutes = { $count } dk
session_created =
    ✅ Oda kuruldu!
    Davet kodu: { $code }
    Davet bağlantısı: { $link }
    Bağlantıyı paylaş. Herkes gelince bir oyun seç.
session_created_group =
    ✅ Bu grup için oda kuruldu!
    Davet kodu: { $code }
    Yer almak için Katıl'a dokun ({ $max } kişilik). Sonra oda sahibi oyunu seçer.
share_text = Oyunuma gel!
ask_code = Davet kodunu gönder.
joined = ✅ Odaya katıldın (kod: { $code }, rolün: { $role }). Masada: { $names }.
already_in = Zaten bu odadasın (kod: { $code }).
role_host = oda sahibi
role_player = oyuncu
role_spectator = izleyici
notice_joined =
    👋 { $name } katıldı. { $seats ->
        [one] { $seats } yer kaldı.
       *[other] { $seats } yer kaldı.
    }
notice_joined_full = 👋 { $name } katıldı. Masa doldu: oda sahibi oyunu seçebilir.
notice_watching = 👀 { $name } izliyor.
notice_left = 🚪 { $name } odadan ayrıldı.
notice_paused = ⏸ Oda sahibi oyunu duraklattı. /resume ile devam edilir.
notice_resumed = ▶️ Oyun devam ediyor!
notice_closed = 🔒 Oda sahibi odayı kapattı. Oynadığın için teşekkürler!
pick_game = Bir oyun seç:
btn_computer = 🤖 + Bilgisayar ({ $strength })
strength_easy = kolay
strength_medium = orta
strength_hard = zor
computer_joined = 🤖 { $name } masada. Ona karşı oynamak için bir oyun seç.
btn_remove_computer = 🤖 − Çıkar: { $name }
computer_removed = 🤖 { $name } masadan kalktı.
game_starting = Başlıyor: { $game }…
game_started = 🎮 { $game }: bol şans!
no_session = Henüz bir odada değilsin. /new oda kurar, /join KOD bir odaya katılır.
no_sessions = Açık odan yok. /new ile bir oda kur.
your_sessions = Odaların (geçmek için birine dokun):
switched = Şu anki oda: { $code }.
status_head = Oda { $code } · { $status }
status_players = Yerler: { $seated }/{ $max }
status_game = Oyun: { $game } ({ $version }. hamle)
status_link = Davet bağlantısı: { $link }
paused = ⏸ Duraklatıldı.
resumed = ▶️ Devam ediyor.
closed = 🔒 Oda { $code } kapatıldı.
left = 🚪 Odadan ayrıldın (kod: { $code }).
cancelled = İptal edildi.
nothing_to_cancel = İptal edilecek bir şey yok.
use_buttons = Lütfen düğmelerden birine dokun.
unknown = Bunu anlayamadım. /help neler yapabildiğimi gösterir.
expired_button = Bu düğmenin süresi doldu.
cell_taken = Bu kare dolu.
moved = ✓
rolled = 🎲 { $value }
keeping = Tutulan: { $dice }
keeping_none = Hiç zar tutulmuyor
board_in = { $text } · tahta { $seconds } sn sonra
caption_head = { $game } · { $version }. hamle
caption_turn = ▶️ Sıra: { $name }
caption_deadline = ⏱ Son: { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 { $name } yerine
caption_vacation = 🏖 { $name } tatilde, dönüş: { $date }
caption_paused = ⏸ Oda sahibi duraklattı
caption_won = 🏆 Kazanan: { $names }!
caption_draw = 🤝 Berabere.
caption_aborted = Oyun durduruldu.
caption_scores = Puanlar: { $scores }
caption_last = Son hamle: { $name } — { $action }
last_roll = zar attı
last_pass = pas geçti
last_choose = seçti: { $choice }
last_timeout = süresi doldu
help =
    🎲 <b>Zar ve masa oyunları</b>

    /new – yeni oda (grupta: herkese tek tahta)
    /join KOD – davet koduyla katıl
    /sessions – açık odaların
    /status – şu anki oda
    /pause, /resume, /close – yalnızca oda sahibi
    /leave – odadan ayrıl
    /language – botun dilini seç
    /tournament OYUN [swiss|knockout|arena] – grupta turnuva
    /league – grubun bu ayki tablosu
    /lobby [OYUN] – katılabileceğin açık masalar
    /open OYUN [OYUNCU] – herkesin katılabileceği açık bir masa aç
    /tv [OYUN] – şu an oynanan en iyi oyunu izle
    /watch OYUN_ID – açık bir oyunu izle
    /vacation GÜN|off – yazışmalı oyunlara ara ver
    /mydata – verilerini indir
    /deletemydata – verilerini sil
    /cancel – soruyu iptal et

    <b>Oyunlar</b>
    { $games }

    Hamleni tahtanın altındaki düğmelerle yap. Tahta herkes için güncellenir: sohbette de, web'de de.
commands_new = Yeni oyun odası kur
commands_join = Davet koduyla odaya katıl
commands_status = Şu anki odayı göster
commands_sessions = Açık odalarını listele
commands_leave = Odadan ayrıl
commands_pause = Oyunu duraklat (oda sahibi)
commands_resume = Oyuna devam et (oda sahibi)
commands_close = Odayı kapat (oda sahibi)
commands_language = Botun dilini seç
language_pick = Seninle hangi dilde konuşayım?
language_set = Artık seninle Türkçe konuşuyorum.
commands_help = Nasıl oynanır
status_Lobby = oyuncular bekleniyor
status_GameSelection = oyun seçiliyor
status_InGame = oyunda
status_Paused = duraklatıldı
status_Closed = kapalı
btn_rematch = 🔁 Rövanş
btn_replay = ▶ Tekrar izle
btn_verify = ✔ Doğrula
rematch_started = 🔁 Rövanş başladı!
rematch_exists = Rövanş zaten başladı.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = bu sohbet
top_scope_global = herkes
top_line = { $rank }. { $name }: { $rating } ({ $games } oyunda { $wins } galibiyet)
top_empty = 🏆 { $game }: burada henüz kimse bir oyunu bitirmedi.
me_head = 📈 Reytinglerin
me_line = { $game }: { $rating } ({ $games } oyunda { $wins } galibiyet)
me_empty = Henüz reytingin yok: reyting almak için bir oyun bitir.
me_recent = Son oyunlar:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = Yeni oyun: { $game }
inline_description = Bu sohbeti bir oyuna davet et: { $game }
inline_invite = 🎲 { $name } seni oyuna çağırıyor: { $game }! Yer almak için Katıl'a dokun.
btn_join_invite = ✋ Katıl
reminder = ⏰ { $game } oyununda sıran { $minutes } dakikadır bekliyor.
clock_reminder = ⏰ { $game } oyununda sürenin %{ $percent } kadarı bitti: { $left } kaldı.
stand_in_started = 🤖 { $game } oyununda süren doldu, bu yüzden yerini şimdilik bilgisayar tutuyor. Yeniden oynamak için "Döndüm"e bas.
unit_days = { $n } g
unit_hours = { $n } sa
unit_minutes = { $n } dk
unit_seconds = { $n } sn
btn_im_back = 🙋 Döndüm
reclaimed = Yerin yine senin.
vacation_set = 🏖 { $date } tarihine kadar tatildesin: yazışmalı oyunlarının saatleri bekliyor. { $days ->
        [one] Bu yıl { $days } tatil günün kaldı.
       *[other] Bu yıl { $days } tatil günün kaldı.
    }
vacation_ended = Tekrar hoş geldin! Tatilin bitti. { $days ->
        [one] Bu yıl { $days } tatil günün kaldı.
       *[other] Bu yıl { $days } tatil günün kaldı.
    }
vacation_shown = 🏖 { $date } tarihine kadar tatildesin. { $days ->
        [one] Bu yıl { $days } tatil günün kaldı.
       *[other] Bu yıl { $days } tatil günün kaldı.
    } /vacation off tatili bitirir.
vacation_none = Şu an tatilde değilsin. { $days ->
        [one] Bu yıl { $days } tatil günün kaldı.
       *[other] Bu yıl { $days } tatil günün kaldı.
    } /vacation 7 bir hafta tatil verir.
vacation_usage = Kullanım: /vacation GÜN (1–14), /vacation off ya da tatilini görmek için yalnızca /vacation.
commands_vacation = Ara ver: yazışmalı oyunların saatleri bekler
commands_top = Sıralama (bu grubun ya da herkesin)
commands_me = Reytinglerin ve son oyunların
tournament_round = 🏆 { $name }, { $round }. tur:
tournament_table = { $players }
tournament_bye = { $name }: bay
tournament_standings =
    📊 { $name }: { $games ->
        [one] { $games } oyundan sonra sıralama
       *[other] { $games } oyundan sonra sıralama
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 { $name } turnuvasında { $round }. tur oyunun hazır: { $players }. Tahta buraya gelecek; istersen uygulamada oyna.
tournament_finished = 🏁 { $name } sona erdi. Kazanan: { $winner }!
quick_play_matched = 🎲 Rakip bulundu ({ $game }): { $players }. Tahtan buraya gelecek; istersen uygulamada oyna.
league_title = 📅 { $game } ligi, { $season }:
league_line = { $rank }. { $name }: { $points } puan, { $games ->
        [one] { $games } oyun
       *[other] { $games } oyun
    }, reyting { $change }
league_empty = Bu sohbette bu ay henüz reytingli oyun oynanmadı.
tournament_created = 🏆 { $name } açıldı! Oynamak için Katıl'a dokun; herkes gelince düzenleyen Başlat'a dokunur.
tournament_usage = Kullanım: /tournament <oyun> [swiss|knockout|arena], örneğin /tournament { $game } swiss
tournament_group_only = Turnuvalar ve ligler gruplarda yapılır: bu komutu bir grupta kullan.
tournament_joined = ✅ { $name } turnuvasındasın ({ $count } oyuncu).
tournament_started = ▶ { $name } başladı: eşleşmeler geliyor.
btn_tournament_join = ✋ Katıl
btn_tournament_start = ▶ Başlat
btn_tournament_link = 🔗 Özelden katıl
btn_quick = 🎲 Hızlı oyun
quick_pick = Hızlı oyun: bir oyun seç, sana seviyende bir rakip bulayım.
quick_waiting = ⏳ Rakip aranıyor…
btn_quick_cancel = ✖ Vazgeç
quick_cancelled = Arama durduruldu.
commands_tournament = Bu grupta turnuva aç
commands_league = Bu grubun bu ayki ligi
commands_mydata = Oyunun senin hakkında tuttuğu her şeyi indir
commands_deletemydata = Verilerini sil
deleted_player = Silinmiş oyuncu
private_only = Bu yalnızca özel sohbetimizde çalışır: beni aç ve komutu orada gönder.
my_data_caption = 📦 Bu oyunun senin hakkında tuttuğu her şey, JSON olarak.
erase_ask =
    ⚠️ Verilerin silinsin mi?

    • Girişlerin ve bu Telegram hesabıyla bağlantın silinir.
    • Oynadığın oyunlarda adın "Silinmiş oyuncu" olarak görünür.
    • Reytinglerin ve sonuçların silinir.
    • Bu sohbeti unuturum: tahtalarını, dilini, yolda olan mesajları.

    Diğer oyuncuların oyunları olduğu gibi kalır. Bu işlem geri alınamaz.
btn_erase_yes = 🗑 Evet, verilerimi sil
btn_erase_no = ✖ Vazgeç
erase_done = ✅ Verilerin silindi. Bana yeniden yazarsan yeni bir oyuncu olarak başlarsın.
commands_lobby = Katılabileceğin açık masalar
commands_tv = Şu an oynanan en iyi oyunu izle
unknown_game = "{ $game }" adında bir oyun bilmiyorum. /help oyunları listeler.
lobby_head = 🪑 Açık masalar, en yeniler önce:
lobby_head_game = 🪑 Açık masalar ({ $game }), en yeniler önce:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Şu an açık masa yok. /new ile bir masa aç ya da /start altındaki 🎲 Hızlı oyun sana rakip bulsun.
lobby_empty_game = Şu an açık masa yok ({ $game }). /new ile bir masa aç ya da /start altındaki 🎲 Hızlı oyun sana rakip bulsun.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = Masaya otur: { $host } · { $game } ({ $seats })
inline_table_invite = 🎲 { $host } bir masa açtı: { $game }, { $free ->
        [one] { $free } boş yer
       *[other] { $free } boş yer
    }. Oturmak için Katıl'a dokun.
tv_head = 📺 TV
tv_none = 📺 Şu an oynanan herkese açık bir oyun yok. /lobby oyuncu bekleyen masaları gösterir.
tv_none_game = 📺 Şu an oynanan herkese açık bir oyun yok ({ $game }). /lobby oyuncu bekleyen masaları gösterir.
tv_own = 📺 Öne çıkan oyun bu sohbette oynanıyor: tahtası zaten burada.
commands_open = Açık bir masa aç
commands_watch = Açık bir oyunu kimliğiyle izle
open_usage = Oyunu yaz: /open OYUN [OYUNCU], örneğin /open backgammon. Oyunların listesi /help'te.
open_created =
    🪑 { $max } kişilik açık { $game } masası kuruldu!
    Herkes /lobby'den ya da { $code } davet koduyla katılabilir
    Davet bağlantısı: { $link }
watch_usage = Oyunun kimliğini ya da izleme bağlantısını gönder: /watch OYUN_ID
watch_none = 📺 Bu kimlikle açık bir oyun yok.
watch_over = 📺 Bu oyun bitti. /tv şu anki en iyi oyunu gösterir.
watch_own = 📺 Bu oyun bu sohbette oynanıyor: tahtası zaten burada.
btn_tv_stop = ⏹ İzlemeyi bırak
btn_tv_next = 📺 Sonraki oyun
tv_stopped = İzlemeyi bıraktın.
btn_watch = 👀 İzle
