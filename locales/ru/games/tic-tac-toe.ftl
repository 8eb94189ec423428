tic-tac-toe-name = Крестики-нолики
tic-tac-toe-summary = Двое по очереди ставят знаки на поле 3×3; три в ряд — победа.

tic-tac-toe-cell = Ряд { $row }, столбец { $col }
tic-tac-toe-empty = пусто
# Знак первого места и второго, как их рисует доска: крестик и нолик.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# Позиция в подписи, строка на ряд: «Ряд 1: X, пусто, O».
tic-tac-toe-row = Ряд { $row }: { $cells }
