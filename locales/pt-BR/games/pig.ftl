# Nome do jogo: Porquinho.
pig-first-to = Quem chegar a { $target } primeiro vence
pig-turn-total = Pontos da vez
pig-players-turn-total = Pontos da vez de { $name }
pig-this-turn = Nesta vez: { $points }
pig-bank = Guardar
pig-bank-button = ✋ Guardar { $points }
