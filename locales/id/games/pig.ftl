pig-name = Pig
pig-summary = Lempar satu dadu sesering kamu berani lalu simpan totalnya; angka 1 menghanguskan giliranmu. Yang pertama mencapai 100 menang.

pig-first-to = Yang pertama mencapai { $target } menang
pig-turn-total = Total giliran
pig-players-turn-total = Total giliran { $name }
pig-this-turn = Giliran ini: { $points }
pig-bank = Simpan
pig-bank-button = ✋ Simpan { $points }
