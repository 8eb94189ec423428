# Dipakai semua game: bingkai gambar papan (kursi, giliran, hasil),
# gambar klasemen turnamen, dan cara keterangan chat menyusun daftar.

kit-to-move = GILIRAN
kit-game-ended = Game selesai
kit-draw = Seri
kit-seat = Kursi { $n }
kit-wins = { $name } menang!
kit-win-together = { $names } dan { $last } menang!
kit-deleted-player = Pemain terhapus
# Nama pemain komputer menurut tingkatnya, dan mulai komputer kedua di meja, nomornya: "Komputer (sulit)", "Komputer 2 (mudah)".
kit-computer-name = { $n ->
        [1] Komputer
       *[other] Komputer { $n }
    } ({ $strength ->
        [easy] mudah
        [medium] sedang
       *[hard] sulit
    })

kit-standings-rank = #
kit-standings-player = Pemain
kit-standings-points = Poin
kit-standings-tiebreak = Buchholz
kit-standings-games = Game
kit-format = { $format ->
    [swiss] Sistem Swiss
    [knockout] Sistem gugur
   *[arena] Arena
}

# Di antara butir daftar ("X, kosong, O"); biarkan tanda kutipnya.
kit-separator = {", "}
# Bagian keterangan untuk satu kursi ("Ani: kotak 12").
kit-seat-position = { $name }: { $position }
