tic-tac-toe-name = Tic-Tac-Toe
tic-tac-toe-summary = Zwei setzen abwechselnd ihr Zeichen in ein 3×3-Gitter; drei in einer Reihe gewinnen.

tic-tac-toe-cell = Zeile { $row }, Spalte { $col }
tic-tac-toe-empty = leer
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
tic-tac-toe-row = Zeile { $row }: { $cells }
