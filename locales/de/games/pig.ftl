pig-name = Pig
pig-summary = Würfle so oft du dich traust und sichere die Summe; eine 1 kostet den Zug. Wer zuerst 100 hat, gewinnt.

pig-first-to = Wer zuerst { $target } hat, gewinnt
pig-turn-total = Punkte im Zug
pig-players-turn-total = { $name }: Punkte im Zug
pig-this-turn = Dieser Zug: { $points }
pig-bank = Sichern
pig-bank-button = ✋ { $points } sichern
