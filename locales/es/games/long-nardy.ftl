long-nardy-name = Nardy largo
long-nardy-summary = Lleva quince fichas en el mismo sentido desde tu cabeza y sácalas; no se come, una ficha ocupa un punto.

# El paso de una ficha, con los números del tablero: 13 → 9, o 3 → fuera.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = fuera
long-nardy-undo-button = ↩ Deshacer
long-nardy-confirm-button = ✔ Listo
long-nardy-to-move = Por jugar: { $dice }
long-nardy-turn-done = Dados jugados: pulsa Listo o deshaz
long-nardy-no-move = No hay jugada posible: pulsa Listo
long-nardy-opening = Tirada inicial { $first }–{ $second }
# Cómo terminó la partida: un mars (el perdedor no sacó ninguna ficha) vale dos.
long-nardy-result = { $mars ->
    [yes] ¡Mars! { $points } puntos
   *[no] { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
}
