tic-tac-toe-name = Хрестики-нулики
tic-tac-toe-summary = Двоє по черзі ставлять знаки на полі 3×3; три в ряд — перемога.

tic-tac-toe-cell = Ряд { $row }, стовпець { $col }
tic-tac-toe-empty = порожньо
# Знак першого місця й другого, як їх малює дошка: хрестик і нулик.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# Позиція в підписі, рядок на ряд: «Ряд 1: X, порожньо, O».
tic-tac-toe-row = Ряд { $row }: { $cells }
