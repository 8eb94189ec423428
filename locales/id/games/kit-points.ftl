# Papan 24 titik untuk backgammon dan long nardy: gambar dan papan web.

points-no-roll = Belum ada lemparan
points-pips = { $n ->
   *[other] { $n } pip
}
points-borne-off = luar { $n }
points-point-name = titik { $n }
points-bar = bar
points-off = keluarkan
# Posisi di keterangan: bidak di satu titik ("5 di 13") dan di bar.
points-stack = { $count } di { $point }
points-on-bar = { $count } di bar
