# Tavla ve uzun tavlanın 24 haneli tahtası: görseli ve web tahtası.

points-no-roll = Henüz zar atılmadı
points-pips = { $n ->
    [one] { $n } pip
   *[other] { $n } pip
}
points-borne-off = toplanan { $n }
points-point-name = { $n }. hane
points-bar = bar
points-off = topla
# Açıklamadaki konum: bir hanedeki pullar ("13. hanede 5") ve bardakiler.
points-stack = { $point }. hanede { $count }
points-on-bar = barda { $count }
