## Bot Telegram: balasan, tombol, keterangan, dan menu perintah.
## Glosarium: session = room (kata yang dipakai para pemain), table = meja, host = host, dice = dadu,
## roll = lempar dadu; pemain disapa "kamu". Bahasa Indonesia tak punya bentuk jamak: pilihan jumlah cukup [other].

welcome =
    🎲 Hai { $name }! Main dadu dan permainan papan bareng teman langsung di Telegram.
    Buat room baru, atau masuk ke room lewat kode undangan.
btn_new = 🆕 Room baru
btn_join = 🔑 Masuk pakai kode
btn_mine = 📋 Room-ku
btn_help = ❓ Cara main
btn_share = 📨 Bagikan undangan
btn_join_group = ✋ Ikut
btn_pick = 🎮 Pilih game
btn_new_game = 🎮 Game baru
btn_play_in_app = 📱 Main di aplikasi
btn_show_board = 🖼 Lihat papan
btn_no_timer = Tanpa batas
game_players_count =
    { $n ->
       *[other] { $n } pemain
    }
game_players_range = { $min }–{ $max } pemain
ask_players = Berapa pemain, termasuk kamu?
ask_turn = Batas waktu per giliran?
players_chosen = Pemain: { $count }
turn_chosen = Batas giliran: { $limit }
no_limit = tidak ada
seconds = { $count } dtk
minutes = { $count } mnt
session_created =
    ✅ Room dibuat!
    Kode undangan: { $code }
    Link undangan: { $link }
    Bagikan link-nya. Kalau semua sudah masuk, pilih game.
session_created_group =
    ✅ Room untuk grup ini dibuat!
    Kode undangan: { $code }
    Ketuk Ikut untuk ambil kursi ({ $max } kursi). Lalu host memilih game.
share_text = Ayo main bareng di room-ku!
ask_code = Kirim kode undangannya.
joined = ✅ Kamu masuk room { $code } sebagai { $role }. Di meja: { $names }.
already_in = Kamu sudah ada di room { $code }.
role_host = host
role_player = pemain
role_spectator = penonton
notice_joined =
    👋 { $name } masuk. { $seats ->
       *[other] Sisa { $seats } kursi.
    }
notice_joined_full = 👋 { $name } masuk. Meja sudah penuh: host bisa memilih game.
notice_watching = 👀 { $name } sedang menonton.
notice_left = 🚪 { $name } keluar dari room.
notice_paused = ⏸ Host menjeda game. /resume untuk lanjut.
notice_resumed = ▶️ Game berlanjut!
notice_closed = 🔒 Host menutup room. Terima kasih sudah main!
pick_game = Pilih game:
btn_computer = 🤖 + Komputer ({ $strength })
strength_easy = mudah
strength_medium = sedang
strength_hard = sulit
computer_joined = 🤖 { $name } sudah duduk. Pilih game untuk melawannya.
btn_remove_computer = 🤖 − Keluarkan { $name }
computer_removed = 🤖 { $name } meninggalkan kursinya.
game_starting = Memulai { $game }…
game_started = 🎮 { $game }: semoga beruntung!
no_session = Kamu belum ada di room mana pun. /new untuk membuat room, /join KODE untuk masuk.
no_sessions = Kamu tidak punya room yang terbuka. /new untuk membuat room.
your_sessions = Room-mu (ketuk salah satu untuk memakainya):
switched = Sekarang memakai room { $code }.
status_head = Room { $code } · { $status }
status_players = Kursi: { $seated }/{ $max }
status_game = Game: { $game } (langkah { $version })
status_link = Link undangan: { $link }
paused = ⏸ Dijeda.
resumed = ▶️ Dilanjutkan.
closed = 🔒 Room { $code } sudah ditutup.
left = 🚪 Kamu keluar dari room { $code }.
cancelled = Dibatalkan.
nothing_to_cancel = Tidak ada yang perlu dibatalkan.
use_buttons = Silakan ketuk salah satu tombol.
unknown = Aku tidak mengerti. /help menampilkan apa saja yang bisa kulakukan.
expired_button = Tombol ini sudah kedaluwarsa.
cell_taken = Kotak itu sudah terisi.
moved = ✓
rolled = 🎲 { $value }
keeping = Disimpan: { $dice }
keeping_none = Tidak ada dadu yang disimpan
board_in = { $text } · papan dalam { $seconds } dtk
caption_head = { $game } · langkah { $version }
caption_turn = ▶️ Giliran { $name }
caption_deadline = ⏱ sampai { $time } UTC
caption_clocks = ⏱ { $clocks }
caption_stand_in = 🤖 menggantikan { $name }
caption_vacation = 🏖 { $name } libur sampai { $date }
caption_paused = ⏸ Dijeda oleh host
caption_won = 🏆 { $names } menang!
caption_draw = 🤝 Seri.
caption_aborted = Game dihentikan.
caption_scores = Skor: { $scores }
caption_last = Terakhir: { $name } { $action }
last_roll = melempar dadu
last_pass = pas
last_choose = memilih { $choice }
last_timeout = kehabisan waktu
help =
    🎲 <b>Permainan dadu &amp; papan</b>

    /new – buat room baru (di grup: satu papan bersama)
    /join KODE – masuk pakai kode undangan
    /sessions – room-mu yang terbuka
    /status – room saat ini
    /pause, /resume, /close – khusus host
    /leave – keluar dari room
    /language – pilih bahasa bot
    /tournament GAME [swiss|knockout|arena] – turnamen di grup
    /league – klasemen bulan ini di grup
    /lobby [GAME] – meja umum yang bisa kamu ikuti
    /open GAME [PEMAIN] – buka meja umum yang bisa diikuti siapa saja
    /tv [GAME] – tonton game terbaik yang sedang berlangsung
    /watch ID_GAME – tonton satu game umum
    /vacation HARI|off – libur dari game korespondensi
    /mydata – unduh datamu
    /deletemydata – hapus datamu
    /cancel – batalkan pertanyaan

    <b>Game</b>
    { $games }

    Jalan dengan tombol di bawah papan. Papan diperbarui untuk semua orang, di chat maupun di web.
commands_new = Buat room game baru
commands_join = Masuk room pakai kode undangan
commands_status = Lihat room saat ini
commands_sessions = Daftar room-mu yang terbuka
commands_leave = Keluar dari room saat ini
commands_pause = Jeda game (host)
commands_resume = Lanjutkan game (host)
commands_close = Tutup room (host)
commands_language = Pilih bahasa bot
language_pick = Pilih bahasa yang kupakai untuk bicara denganmu:
language_set = Aku akan bicara dalam Bahasa Indonesia denganmu.
commands_help = Cara main
status_Lobby = menunggu pemain
status_GameSelection = memilih game
status_InGame = sedang main
status_Paused = dijeda
status_Closed = ditutup
btn_rematch = 🔁 Tanding ulang
btn_replay = ▶ Tayangan ulang
btn_verify = ✔ Verifikasi
rematch_started = 🔁 Tanding ulang dimulai!
rematch_exists = Tanding ulang sudah berjalan.
top_head = 🏆 { $game }: { $scope }
top_scope_chat = chat ini
top_scope_global = semua pemain
top_line = { $rank }. { $name }: { $rating } (menang { $wins } dari { $games })
top_empty = 🏆 { $game }: belum ada yang menyelesaikan game di sini.
me_head = 📈 Rating-mu
me_line = { $game }: { $rating } (menang { $wins } dari { $games })
me_empty = Kamu belum punya rating: selesaikan satu game untuk mendapatkannya.
me_recent = Game terakhir:
me_game = { $result } { $game }: { $before } → { $after }
inline_new = { $game } baru
inline_description = Ajak chat ini main { $game }
inline_invite = 🎲 { $name } mengajakmu main { $game }! Ketuk Ikut untuk ambil kursi.
btn_join_invite = ✋ Ikut
reminder = ⏰ Giliranmu di { $game } sudah menunggu { $minutes } mnt.
clock_reminder = ⏰ { $percent }% waktumu di { $game } sudah terpakai: sisa { $left }.
stand_in_started = 🤖 Waktumu di { $game } habis, jadi komputer menjaga kursimu. Ketuk Aku kembali untuk main lagi.
unit_days = { $n } hari
unit_hours = { $n } jam
unit_minutes = { $n } mnt
unit_seconds = { $n } dtk
btn_im_back = 🙋 Aku kembali
reclaimed = Kursimu kembali jadi milikmu.
vacation_set = 🏖 Libur sampai { $date }: jam game korespondensimu berhenti. { $days ->
       *[other] Sisa { $days } hari libur tahun ini.
    }
vacation_ended = Selamat datang kembali! Liburmu sudah selesai. { $days ->
       *[other] Sisa { $days } hari libur tahun ini.
    }
vacation_shown = 🏖 Libur sampai { $date }. { $days ->
       *[other] Sisa { $days } hari libur tahun ini.
    } /vacation off untuk mengakhirinya.
vacation_none = Kamu sedang tidak libur. { $days ->
       *[other] Sisa { $days } hari libur tahun ini.
    } /vacation 7 untuk libur seminggu.
vacation_usage = Cara pakai: /vacation HARI (1–14), /vacation off, atau /vacation untuk melihat liburmu.
commands_vacation = Ambil libur: jam game korespondensi berhenti
commands_top = Papan peringkat (grup ini atau semua pemain)
commands_me = Rating-mu dan game terakhir
tournament_round = 🏆 { $name }, babak { $round }:
tournament_table = { $players }
tournament_bye = { $name }: bye
tournament_standings =
    📊 { $name }: klasemen setelah { $games ->
       *[other] { $games } game
    }
tournament_standing = { $rank }. { $name }: { $points }
tournament_game = 🏆 Game babak { $round } di { $name } sudah siap: { $players }. Papannya menyusul di sini; atau main di aplikasi.
tournament_finished = 🏁 { $name } selesai. Pemenang: { $winner }!
quick_play_matched = 🎲 Lawan ditemukan untuk { $game }: { $players }. Papanmu menyusul di sini; atau main di aplikasi.
league_title = 📅 Liga { $game }, { $season }:
league_line = { $rank }. { $name }: { $points } poin, { $games ->
       *[other] { $games } game
    }, rating { $change }
league_empty = Belum ada game ber-rating di chat ini bulan ini.
tournament_created = 🏆 { $name } dibuka! Ketuk Ikut untuk bermain; penyelenggara mengetuk Mulai saat semua sudah masuk.
tournament_usage = Cara pakai: /tournament <game> [swiss|knockout|arena], contohnya /tournament { $game } swiss
tournament_group_only = Turnamen dan liga ada di grup: pakai perintah ini di grup.
tournament_joined = ✅ Kamu ikut { $name } ({ $count } pemain).
tournament_started = ▶ { $name } sudah dimulai: pasangan lawan menyusul.
btn_tournament_join = ✋ Ikut
btn_tournament_start = ▶ Mulai
btn_tournament_link = 🔗 Ikut lewat chat pribadi
btn_quick = 🎲 Main cepat
quick_pick = Main cepat: pilih game dan aku carikan lawan yang selevel denganmu.
quick_waiting = ⏳ Mencari lawan…
btn_quick_cancel = ✖ Batal
quick_cancelled = Pencarian dihentikan.
commands_tournament = Buka turnamen di grup ini
commands_league = Liga bulan ini di grup ini
commands_mydata = Unduh semua yang disimpan game ini tentangmu
commands_deletemydata = Hapus datamu
deleted_player = Pemain terhapus
private_only = Ini hanya bisa di chat pribadi kita: buka aku dan kirim perintahnya di sana.
my_data_caption = 📦 Semua yang disimpan game ini tentangmu, dalam JSON.
erase_ask =
    ⚠️ Hapus datamu?

    • Data login-mu dan tautan ke akun Telegram ini dihapus.
    • Di game yang pernah kamu mainkan, namamu tampil sebagai "Pemain terhapus".
    • Rating dan hasil permainanmu dihapus.
    • Aku melupakan chat ini: papannya, bahasamu, pesan yang masih dalam perjalanan.

    Game pemain lain tetap seperti semula. Ini tidak bisa dibatalkan.
btn_erase_yes = 🗑 Ya, hapus dataku
btn_erase_no = ✖ Batal
erase_done = ✅ Datamu sudah dihapus. Kalau kamu menulis lagi padaku, kamu mulai sebagai pemain baru.
commands_lobby = Meja umum yang bisa kamu ikuti
commands_tv = Tonton game terbaik yang sedang berlangsung
unknown_game = Aku tidak kenal game bernama { $game }. /help menyebutkan daftar game.
lobby_head = 🪑 Meja terbuka, terbaru dulu:
lobby_head_game = 🪑 Meja { $game } yang terbuka, terbaru dulu:
lobby_table = { $game } · { $host } · { $seats }{ $clock }
lobby_empty = Belum ada meja yang terbuka. /new untuk membuka meja, dan 🎲 Main cepat di /start mencarikanmu lawan.
lobby_empty_game = Belum ada meja { $game } yang terbuka. /new untuk membuka meja, dan 🎲 Main cepat di /start mencarikanmu lawan.
btn_lobby_join = ✋ { $n }. { $game } · { $host } ({ $seats })
inline_table = Duduk di meja { $host }: { $game } ({ $seats })
inline_table_invite = 🎲 { $host } punya meja { $game } dengan { $free ->
       *[other] { $free } kursi kosong
    }. Ketuk Ikut untuk duduk.
tv_head = 📺 TV
tv_none = 📺 Sedang tidak ada game umum yang berlangsung. /lobby menampilkan meja yang menunggu pemain.
tv_none_game = 📺 Sedang tidak ada game { $game } umum yang berlangsung. /lobby menampilkan meja yang menunggu pemain.
tv_own = 📺 Game unggulan dimainkan di chat ini: papannya sudah ada di sini.
commands_open = Buka meja umum
commands_watch = Tonton game umum lewat ID-nya
open_usage = Sebutkan game-nya: /open GAME [PEMAIN], misalnya /open backgammon. Daftar game ada di /help.
open_created =
    🪑 Meja umum { $game } untuk { $max } pemain sudah dibuka!
    Siapa saja bisa ikut lewat /lobby atau dengan kode undangan { $code }
    Link undangan: { $link }
watch_usage = Kirim ID game atau link tontonannya: /watch ID_GAME
watch_none = 📺 Tidak ada game umum dengan ID itu.
watch_over = 📺 Game itu sudah selesai. /tv menampilkan game terbaik saat ini.
watch_own = 📺 Game itu dimainkan di chat ini: papannya sudah ada di sini.
btn_tv_stop = ⏹ Berhenti menonton
btn_tv_next = 📺 Game berikutnya
tv_stopped = Berhenti menonton.
btn_watch = 👀 Tonton
