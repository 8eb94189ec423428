tic-tac-toe-name = إكس أو
tic-tac-toe-summary = يضع لاعبان علامتيهما بالتناوب في شبكة 3×3؛ ثلاث في صف واحد تفوز.

tic-tac-toe-cell = الصف { $row }، العمود { $col }
tic-tac-toe-empty = فارغة
# علامة المقعد الأول والثاني كما ترسمهما اللوحة.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# الوضع في التعليق، سطر لكل صف: «الصف 1: X، فارغة، O».
tic-tac-toe-row = الصف { $row }: { $cells }
