# Tüm oyunlarda ortak: tahta görselinin çerçevesi (yerler, sıra, sonuç),
# turnuva sıralaması görseli ve sohbet açıklamasının listeleri.

kit-to-move = SIRA
kit-game-ended = Oyun bitti
kit-draw = Berabere
kit-seat = Yer { $n }
kit-wins = Kazanan: { $name }!
kit-win-together = Kazananlar: { $names } ve { $last }!
kit-deleted-player = Silinmiş oyuncu
# Bilgisayar oyuncusunun adı, gücüne göre; masadaki ikinciden itibaren numarasıyla: "Bilgisayar (zor)", "Bilgisayar 2 (kolay)".
kit-computer-name = { $n ->
        [1] Bilgisayar
       *[other] Bilgisayar { $n }
    } ({ $strength ->
        [easy] kolay
        [medium] orta
       *[hard] zor
    })

kit-standings-rank = #
kit-standings-player = Oyuncu
kit-standings-points = Puan
kit-standings-tiebreak = Buchholz
kit-standings-games = Oyun
kit-format = { $format ->
    [swiss] İsviçre sistemi
    [knockout] Eleme
   *[arena] Arena
}

# Liste öğeleri arasında ("X, boş, O"); tırnakları koru.
kit-separator = {", "}
# Açıklamada bir yerin konumu ("Ayşe: kare 12").
kit-seat-position = { $name }: { $position }
