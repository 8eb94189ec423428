# Nama game: Pig.

pig-first-to = Yang pertama mencapai { $target } menang
pig-turn-total = Total giliran
pig-players-turn-total = Total giliran { $name }
pig-this-turn = Giliran ini: { $points }
pig-bank = Simpan
pig-bank-button = ✋ Simpan { $points }
