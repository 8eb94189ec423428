# Назва гри: Свиня.

pig-first-to = Перемагає той, хто першим набере { $target }
pig-turn-total = Очки за хід
pig-players-turn-total = { $name }: очки за хід
pig-this-turn = За цей хід: { $points }
pig-bank = У банк
pig-bank-button = ✋ У банк { $points }
