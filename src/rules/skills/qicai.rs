//! 奇才 (黄月英) — reference §2; seed 000. Compulsory: her tricks have no distance limit (顺手牵羊). A distance modifier.

pub(crate) fn tricks_ignore_distance() -> bool {
    true
}
