yacht-name = Kniffel
yacht-summary = Würfle mit fünf Würfeln bis zu dreimal pro Zug und füll alle 13 Felder des Blocks; die höchste Summe gewinnt.

yacht-ones = Einser
yacht-twos = Zweier
yacht-threes = Dreier
yacht-fours = Vierer
yacht-fives = Fünfer
yacht-sixes = Sechser
yacht-bonus = Bonus (63+)
yacht-three-of-a-kind = Dreierpasch
yacht-four-of-a-kind = Viererpasch
yacht-full-house = Full House
yacht-small-straight = Kl. Straße
yacht-large-straight = Gr. Straße
yacht-yacht = Kniffel
yacht-chance = Chance
yacht-total = Summe

yacht-rolls-left = Würfe übrig: { $count }
yacht-roll-left-button = 🎲 Würfeln (noch { $count })
yacht-stop-button = ✋ Nicht mehr würfeln
yacht-stop-rolling = Nicht mehr würfeln
yacht-category = Kategorie
yacht-dice = Würfel: { $dice }
yacht-dice-held = Würfel: { $dice }; behalten: { $held }
