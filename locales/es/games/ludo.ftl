ludo-name = Ludo
ludo-summary = Lleva cuatro fichas alrededor del tablero hasta casa; un 6 saca una, y caer sobre un rival lo manda de vuelta.

ludo-token = Ficha { $n }
# Dónde está una ficha: su casa, una casilla del recorrido contada desde su salida, su pasillo, la meta.
ludo-place-yard = casa
ludo-place-home = meta
ludo-place-column = pasillo { $n }
ludo-place-square = casilla { $n }
# Botón de jugada: la ficha { $token } sale de casa, avanza { $steps } casillas o llega a la meta; ⚔ indica que se come una ficha.
ludo-move-out = { $token } ➜ sale
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Se dice tras una jugada que se come fichas rivales («Ann: Ficha 2: casilla 9, se come una ficha rival»).
ludo-sent-back = { $count ->
    [one] se come una ficha rival
   *[other] se come { $count } fichas rivales
}
ludo-pick-token = Sacaste { $die }: elige una ficha
ludo-roll-again = ¡Seis! Tira otra vez
# Imagen y tablero web: las zonas de casa y de meta.
ludo-yard = Casa
ludo-home = Meta
