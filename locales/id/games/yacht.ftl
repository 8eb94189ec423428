yacht-name = Yahtzee
yacht-summary = Lempar lima dadu sampai tiga kali per giliran dan isi ke-13 kotak skor; total tertinggi menang.

# Baris kartu skor, seperti ditulis di gambar, tombol, dan papan web (pendek: tombolnya sempit).
yacht-ones = Satu
yacht-twos = Dua
yacht-threes = Tiga
yacht-fours = Empat
yacht-fives = Lima
yacht-sixes = Enam
yacht-bonus = Bonus (63+)
yacht-three-of-a-kind = 3 sejenis
yacht-four-of-a-kind = 4 sejenis
yacht-full-house = Full house
yacht-small-straight = Straight kecil
yacht-large-straight = Straight besar
# Lima dadu sama: pemain di Indonesia mengenal game dan kombinasi ini sebagai Yahtzee.
yacht-yacht = Yahtzee
yacht-chance = Chance
yacht-total = Total

yacht-rolls-left = Sisa lemparan: { $count }
yacht-roll-left-button = 🎲 Lempar (sisa { $count })
yacht-stop-button = ✋ Berhenti melempar
yacht-stop-rolling = Berhenti melempar
yacht-category = Kategori
# Posisi di keterangan: dadu, dan yang disimpan untuk lemparan berikutnya.
yacht-dice = Dadu: { $dice }
yacht-dice-held = Dadu: { $dice }; disimpan: { $held }
