backgammon-name = Tavla
backgammon-summary = 15 pulunu evine getir ve topla; açık pulları kır, kapı yap, küple bahsi ikiye katla.

# Bir pulun hamlesi, oyuncuların yazdığı gibi nereden/nereye: 13/7, bar/22, 6/topla.
# Tavla terimleri: pul, hane, bar, küp, mars; taşları "toplamak".
backgammon-move-button = { $from }/{ $to }
backgammon-bar = bar
backgammon-off = topla
backgammon-roll-button = 🎲 Zar at
backgammon-double-button = ⬆ Küp ver ({ $value })
backgammon-take-button = ✅ Kabul
backgammon-drop-button = 🏳 Pes
backgammon-undo-button = ↩ Geri al
backgammon-confirm-button = ✔ Tamam
backgammon-to-roll = Zar at ya da önce küp ver
backgammon-to-move = Oynanacak: { $dice }
backgammon-no-move = Oynanacak hamle yok: Tamam'a bas
backgammon-doubled = Küp { $value } oldu: kabul mü, pes mi?
backgammon-cube = Küp { $value }
backgammon-crawford = Crawford oyunu: küp yok
backgammon-match-to = { $to } sayılık maç: { $score }
backgammon-result = { $kind ->
    [single] Oyun
    [gammon] Mars
    [backgammon] Üçlü mars
   *[dropped] Küp reddedildi
}: { $points ->
    [one] { $points } sayı
   *[other] { $points } sayı
}
