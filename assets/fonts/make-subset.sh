#!/usr/bin/env bash
# Rebuilds the CJK font subsets shipped in assets/fonts/ from Debian's fonts-noto-cjk (OFL-1.1):
# every character used in locales/ plus printable ASCII and a few symbols. Run it after adding text
# with new characters (tests/locales.rs fails on any character the shipped font lacks).
# Needs: apt-get install fonts-noto-cjk; pip install fonttools
set -euo pipefail
cd "$(dirname "$0")/../.."
src=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
chars=$(mktemp)
python3 - "$chars" <<'PY'
import pathlib, sys
text = set(chr(c) for c in range(0x20, 0x7f))
text |= set("♠♥♣♦—–…·•×→←↑↓①②③④⑤「」『』【】（），。、：；？！《》〈〉・ー～＋－　")
for p in pathlib.Path("locales").rglob("*.ftl"):
    text |= set(p.read_text(encoding="utf-8"))
text.discard("\n")
pathlib.Path(sys.argv[1]).write_text("".join(sorted(text)), encoding="utf-8")
PY
# Simplified Chinese forms (index 2) for zh-Hans/zh-Hant/en, Japanese forms (index 0) for ja.
for spec in "2:NotoSansCJKsc-subset.otf" "0:NotoSansCJKjp-subset.otf"; do
  idx=${spec%%:*}; out=${spec#*:}
  pyftsubset "$src" --font-number="$idx" --text-file="$chars" --output-file="assets/fonts/$out" \
    --layout-features=kern,palt --no-hinting --desubroutinize --name-IDs='*' --name-languages='*'
done
rm -f "$chars"
ls -l assets/fonts/*.otf
