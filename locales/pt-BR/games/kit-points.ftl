# O tabuleiro de 24 casas do gamão e do nardy longo: a imagem e o tabuleiro web.

points-no-roll = Ninguém rolou ainda
points-pips = { $n ->
    [1] { $n } pip
   *[other] { $n } pips
}
points-borne-off = fora { $n }
points-point-name = casa { $n }
points-bar = barra
points-off = retirar
# A posição numa legenda: pedras numa casa (“5 na 13”) e na barra.
points-stack = { $count } na { $point }
points-on-bar = { $count } na barra
