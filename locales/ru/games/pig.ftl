pig-name = Свинья
pig-summary = Бросайте кубик, сколько не страшно, и записывайте сумму; выпала единица — очки за ход сгорают. Побеждает тот, кто первым наберёт 100.

pig-first-to = Побеждает тот, кто первым наберёт { $target }
pig-turn-total = Очки за ход
pig-players-turn-total = { $name }: очки за ход
pig-this-turn = За этот ход: { $points }
pig-bank = В банк
pig-bank-button = ✋ В банк { $points }
