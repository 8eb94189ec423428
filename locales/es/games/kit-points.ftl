# El tablero de 24 puntos del backgammon y del nardy largo: su imagen y su tablero web.

points-no-roll = Aún no hay tirada
points-pips = { $n ->
    [one] { $n } pip
   *[other] { $n } pips
}
points-borne-off = fuera { $n }
points-point-name = punto { $n }
points-bar = barra
points-off = sacar
# La posición en un pie de foto: fichas en un punto («5 en el 13») y en la barra.
points-stack = { $count } en el { $point }
points-on-bar = { $count } en la barra
