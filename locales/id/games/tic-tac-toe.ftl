tic-tac-toe-name = Tic-tac-toe
tic-tac-toe-summary = Dua pemain bergantian menandai kotak 3×3; tiga berjajar menang.

tic-tac-toe-cell = Baris { $row }, kolom { $col }
tic-tac-toe-empty = kosong
# Tanda kursi pertama dan kedua, seperti digambar papan.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# Posisi di keterangan, satu baris per baris papan: "Baris 1: X, kosong, O".
tic-tac-toe-row = Baris { $row }: { $cells }
