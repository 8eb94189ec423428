pig-first-to = First to { $target } wins
pig-turn-total = Turn total
pig-players-turn-total = { $name }'s turn total
pig-this-turn = This turn: { $points }
pig-bank = Bank
pig-bank-button = ✋ Bank { $points }
