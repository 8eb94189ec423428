yacht-name = Yahtzee
yacht-summary = Tira cinco dados hasta tres veces por turno y llena las 13 casillas de la hoja; gana el total más alto.

# Las filas de la hoja, como las nombran la imagen, los botones y el tablero web (cortas: los botones son estrechos).
# El juego se llama «Yahtzee», como lo conocen en España y en América; sus reglas no son las de la Generala.
yacht-ones = Unos
yacht-twos = Doses
yacht-threes = Treses
yacht-fours = Cuatros
yacht-fives = Cincos
yacht-sixes = Seises
yacht-bonus = Bono (63+)
yacht-three-of-a-kind = Trío
yacht-four-of-a-kind = Póquer
yacht-full-house = Full
yacht-small-straight = Esc. corta
yacht-large-straight = Esc. larga
yacht-yacht = Yahtzee
yacht-chance = Suerte
yacht-total = Total

yacht-rolls-left = Tiradas restantes: { $count }
yacht-roll-left-button = 🎲 Tirar (quedan { $count })
yacht-stop-button = ✋ Plantarme
yacht-stop-rolling = Plantarse
yacht-category = Categoría
# La posición en un pie de foto: los dados y los que se guardan para la siguiente tirada.
yacht-dice = Dados: { $dice }
yacht-dice-held = Dados: { $dice }; guardados: { $held }
