tic-tac-toe-name = XOX
tic-tac-toe-summary = İki oyuncu sırayla 3×3'lük tabloya işaret koyar; yan yana üç işaret kazanır.

tic-tac-toe-cell = Satır { $row }, sütun { $col }
tic-tac-toe-empty = boş
# İlk yerin ve ikincinin işareti, tahtanın çizdiği gibi.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# Açıklamadaki konum, her satıra bir satır: "Satır 1: X, boş, O".
tic-tac-toe-row = Satır { $row }: { $cells }
