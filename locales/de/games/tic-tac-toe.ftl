tic-tac-toe-cell = Zeile { $row }, Spalte { $col }
tic-tac-toe-empty = leer
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
tic-tac-toe-row = Zeile { $row }: { $cells }
