pig-name = Porquinho
pig-summary = Jogue um dado quantas vezes tiver coragem e guarde o total; um 1 perde a vez. Vence quem chegar primeiro a 100.

pig-first-to = Quem chegar a { $target } primeiro vence
pig-turn-total = Pontos da vez
pig-players-turn-total = Pontos da vez de { $name }
pig-this-turn = Nesta vez: { $points }
pig-bank = Guardar
pig-bank-button = ✋ Guardar { $points }
