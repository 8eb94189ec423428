pig-name = Pig
pig-summary = Roll one die as often as you dare and bank the total; a 1 loses the turn. First to 100 wins.

pig-first-to = First to { $target } wins
pig-turn-total = Turn total
pig-players-turn-total = { $name }'s turn total
pig-this-turn = This turn: { $points }
pig-bank = Bank
pig-bank-button = ✋ Bank { $points }
