ludo-name = Ludo
ludo-summary = Leve quatro peões ao redor do tabuleiro até a chegada; um 6 tira um da base, e cair em cima de um rival o manda de volta.

ludo-token = Peão { $n }
# Onde um peão está: a base, uma casa do percurso contada da saída dele, a reta final, a chegada.
ludo-place-yard = base
ludo-place-home = chegada
ludo-place-column = reta final { $n }
ludo-place-square = casa { $n }
# Botão de jogada: o peão { $token } sai da base, anda { $steps } casas ou chega; ⚔ indica que ele captura um peão.
ludo-move-out = { $token } ➜ sai
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Dito após uma jogada que come peões adversários ("Ann: Peão 2: casa 9, come um peão adversário").
ludo-sent-back = { $count ->
    [1] come um peão adversário
   *[other] come { $count } peões adversários
}
ludo-pick-token = Tirou { $die }: escolha um peão
ludo-roll-again = Seis! Role de novo
# Imagem e tabuleiro web: as áreas da base e da chegada.
ludo-yard = Base
ludo-home = Chegada
