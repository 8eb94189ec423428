backgammon-name = Backgammon
backgammon-summary = Lleva tus 15 fichas a casa y sácalas; come fichas sueltas, arma puntos y dobla la apuesta con el cubo.

# Una jugada de ficha como la anotan los jugadores, origen/destino: 13/7, barra/22, 6/fuera.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = barra
backgammon-off = fuera
backgammon-roll-button = 🎲 Tirar
backgammon-double-button = ⬆ Doblar a { $value }
backgammon-take-button = ✅ Aceptar
backgammon-drop-button = 🏳 Rechazar
backgammon-undo-button = ↩ Deshacer
backgammon-confirm-button = ✔ Listo
backgammon-to-roll = Tira, o dobla antes
backgammon-to-move = Por jugar: { $dice }
backgammon-no-move = No hay jugada posible: pulsa Listo
backgammon-doubled = Doblado a { $value }: ¿aceptas o rechazas?
backgammon-cube = Cubo { $value }
backgammon-crawford = Partida Crawford: no se dobla
backgammon-match-to = Match a { $to }: { $score }
backgammon-result = { $kind ->
    [single] Partida simple
    [gammon] Gammon
    [backgammon] Backgammon
   *[dropped] Doble rechazado
}: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
