tic-tac-toe-name = Jogo da velha
tic-tac-toe-summary = Dois jogadores marcam alternadamente uma grade 3×3; vence quem fizer três em linha.

tic-tac-toe-cell = Linha { $row }, coluna { $col }
tic-tac-toe-empty = vazia
# A marca do primeiro lugar e a do segundo, como o tabuleiro desenha.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# A posição numa legenda, uma linha por fileira: “Linha 1: X, vazia, O”.
tic-tac-toe-row = Linha { $row }: { $cells }
