ludo-name = Ludo
ludo-summary = Leve quatro peões ao redor do tabuleiro até a chegada; um 6 tira um da base, e cair em cima de um rival o manda de volta.

ludo-token = Peão { $n }
# Onde um peão está: a base, uma casa do percurso contada da saída dele, a reta final, a chegada.
ludo-place-yard = base
ludo-place-home = chegada
ludo-place-column = reta final { $n }
ludo-place-square = casa { $n }
# Num botão de movimento, para um peão saindo da base: “1 ➜ sai”.
ludo-out = sai
ludo-pick-token = Tirou { $die }: escolha um peão
ludo-roll-again = Seis! Role de novo
# Imagem e tabuleiro web: as áreas da base e da chegada.
ludo-yard = Base
ludo-home = Chegada
