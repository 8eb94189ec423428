backgammon-name = Backgammon
backgammon-summary = Bawa 15 bidakmu pulang lalu keluarkan; pukul bidak yang sendirian, bangun titik, dan gandakan taruhan dengan kubus.

# Langkah satu bidak, seperti ditulis para pemain, dari/ke: 13/7, bar/22, 6/keluar.
# Istilah backgammon dipakai apa adanya (bar, gammon); dadu, bidak, gandakan.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = bar
backgammon-off = keluar
backgammon-roll-button = 🎲 Lempar
backgammon-double-button = ⬆ Gandakan ke { $value }
backgammon-take-button = ✅ Terima
backgammon-drop-button = 🏳 Menyerah
backgammon-undo-button = ↩ Urungkan
backgammon-confirm-button = ✔ Selesai
backgammon-to-roll = Lempar dadu, atau gandakan dulu
backgammon-to-move = Dimainkan: { $dice }
backgammon-no-move = Tak ada langkah sah: ketuk Selesai
backgammon-doubled = Digandakan ke { $value }: terima atau menyerah?
backgammon-cube = Kubus { $value }
backgammon-crawford = Game Crawford: tanpa gandaan
backgammon-match-to = Match { $to } poin: { $score }
backgammon-result = { $kind ->
    [single] Menang biasa
    [gammon] Gammon
    [backgammon] Backgammon
   *[dropped] Gandaan ditolak
}: { $points ->
   *[other] { $points } poin
}
