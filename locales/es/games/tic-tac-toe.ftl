tic-tac-toe-name = Tres en raya
tic-tac-toe-summary = Dos jugadores marcan por turnos una cuadrícula de 3×3; gana quien hace tres en línea.

tic-tac-toe-cell = Fila { $row }, columna { $col }
tic-tac-toe-empty = vacía
# La marca del primer puesto y la del segundo, como las dibuja el tablero.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# La posición en un pie de foto, una línea por fila: «Fila 1: X, vacía, O».
tic-tac-toe-row = Fila { $row }: { $cells }
