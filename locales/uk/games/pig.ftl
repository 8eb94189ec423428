pig-name = Свиня
pig-summary = Кидайте кубик, скільки не страшно, і записуйте суму; випала одиниця — очки за хід згорають. Перемагає той, хто першим набере 100.

pig-first-to = Перемагає той, хто першим набере { $target }
pig-turn-total = Очки за хід
pig-players-turn-total = { $name }: очки за хід
pig-this-turn = За цей хід: { $points }
pig-bank = У банк
pig-bank-button = ✋ У банк { $points }
