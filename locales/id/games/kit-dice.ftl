# Semua game dadu: gambar papan, tombol chat, dan papan web.

dice-no-roll = Belum ada lemparan
dice-last-roll = Lemparan terakhir
# Di bawah dadu yang disimpan pada gambar: pendek, huruf kapital.
dice-held-mark = SIMPAN
dice-roll-button = 🎲 Lempar
dice-pass-button = ⏭ Pas
dice-roll = Lempar
dice-held = disimpan
dice-die = Dadu { $n }: { $value }
dice-last-roll-is = Lemparan terakhir: { $value }
