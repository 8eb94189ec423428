pig-name = Domuz
pig-summary = Tek zarı cesaretin yettiğince at ve toplamı kaydet; 1 gelirse sıra yanar. 100'e ilk ulaşan kazanır.

pig-first-to = { $target } sayıya ilk ulaşan kazanır
pig-turn-total = Tur puanı
pig-players-turn-total = { $name }: tur puanı
pig-this-turn = Bu tur: { $points }
pig-bank = Kasaya koy
pig-bank-button = ✋ Kasaya koy: { $points }
