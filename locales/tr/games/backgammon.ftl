backgammon-name = Tavla
backgammon-summary = 15 pulunu evine getir ve topla; açık pulları kır, kapı yap, küple bahsi ikiye katla.

# Bir pulun hamlesi, oyuncuların yazdığı gibi nereden/nereye: 13/7, bar/22, 6/topla.
# Tavla terimleri, turnuva oyuncularının dediği gibi: pul, hane, bar, küp (vido küpü), küp çekmek, küpü almak, pas geçmek,
# mars (iki kat) ve katmerli mars (üç kat); pulları "toplamak"; maç ve sonuç "puan" ile sayılır.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = bar
backgammon-off = topla
backgammon-roll-button = 🎲 Zar at
backgammon-double-button = ⬆ Küp çek ({ $value })
backgammon-take-button = ✅ Küpü al
backgammon-drop-button = 🏳 Pas
backgammon-undo-button = ↩ Geri al
backgammon-confirm-button = ✔ Tamam
backgammon-to-roll = Zar at ya da önce küp çek
backgammon-to-move = Oynanacak: { $dice }
backgammon-no-move = Oynanacak hamle yok: Tamam'a bas
backgammon-doubled = Küp çekildi, değeri { $value }: alıyor musun, pas mı?
backgammon-cube = Küp { $value }
backgammon-crawford = Crawford oyunu: küp yok
backgammon-match-to = { $to } puanlık maç: { $score }
backgammon-result = { $kind ->
    [single] Oyun
    [gammon] Mars
    [backgammon] Katmerli mars
   *[dropped] Pas geçildi
}: { $points ->
    [one] { $points } puan
   *[other] { $points } puan
}
