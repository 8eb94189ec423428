tic-tac-toe-name = Tic-tac-toe
tic-tac-toe-summary = Two players take turns marking a 3×3 grid; three in a row wins.

tic-tac-toe-cell = Row { $row }, column { $col }
tic-tac-toe-empty = empty
# The first seat's mark and the second's, as the board draws them.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# A caption's position, one line per row: "Row 1: X, empty, O".
tic-tac-toe-row = Row { $row }: { $cells }
