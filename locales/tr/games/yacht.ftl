yacht-name = Yahtzee
yacht-summary = Beş zarı her elde üç kereye kadar at ve skor kartının 13 kutusunu doldur; en yüksek toplam kazanır.

# Puan tablosunun satırları; görselde, düğmelerde ve web tahtasında (kısa: düğmeler dar).
# El adları Türkçe poker dilinden: üçlü, kare, full, kent.
yacht-ones = Birler
yacht-twos = İkiler
yacht-threes = Üçler
yacht-fours = Dörtler
yacht-fives = Beşler
yacht-sixes = Altılar
yacht-bonus = Bonus (63+)
yacht-three-of-a-kind = Üçlü
yacht-four-of-a-kind = Kare
yacht-full-house = Full
yacht-small-straight = Küçük kent
yacht-large-straight = Büyük kent
# Beşi aynı: oyuncular bu oyunu ve bu eli Yahtzee diye bilir.
yacht-yacht = Yahtzee
yacht-chance = Şans
yacht-total = Toplam

yacht-rolls-left = Kalan atış: { $count }
yacht-roll-left-button = 🎲 At ({ $count } kaldı)
yacht-stop-button = ✋ Atmayı bırak
yacht-stop-rolling = Atmayı bırak
yacht-category = Kategori
# Açıklamadaki konum: zarlar ve sonraki atış için tutulanlar.
yacht-dice = Zarlar: { $dice }
yacht-dice-held = Zarlar: { $dice }; tutulan: { $held }
