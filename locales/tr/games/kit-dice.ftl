# Tüm zar oyunları: tahta görseli, sohbet düğmeleri ve web tahtası.

dice-no-roll = Henüz zar atılmadı
dice-last-roll = Son atış
# Görselde tutulan zarın altında: kısa, büyük harflerle.
dice-held-mark = TUTULDU
dice-roll-button = 🎲 Zar at
dice-pass-button = ⏭ Pas
dice-roll = Zar at
dice-held = tutuldu
dice-die = Zar { $n }: { $value }
dice-last-roll-is = Son atış: { $value }
