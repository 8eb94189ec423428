pig-name = Cerdo
pig-summary = Tira un dado cuantas veces te atrevas y plántate con el total; un 1 te hace perder el turno. Gana quien llega primero a 100.

pig-first-to = Gana quien llegue a { $target }
pig-turn-total = Puntos del turno
pig-players-turn-total = Puntos del turno de { $name }
pig-this-turn = Este turno: { $points }
pig-bank = Plantarse
pig-bank-button = ✋ Plantarme con { $points }
