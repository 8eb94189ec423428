# Oyunun adı: Domuz.

pig-first-to = { $target } sayıya ilk ulaşan kazanır
pig-turn-total = Tur puanı
pig-players-turn-total = { $name }: tur puanı
pig-this-turn = Bu tur: { $points }
pig-bank = Kasaya koy
pig-bank-button = ✋ Kasaya koy: { $points }
