# Nombre del juego: Cerdo.
pig-first-to = Gana quien llegue a { $target }
pig-turn-total = Puntos del turno
pig-players-turn-total = Puntos del turno de { $name }
pig-this-turn = Este turno: { $points }
pig-bank = Plantarse
pig-bank-button = ✋ Plantarme con { $points }
