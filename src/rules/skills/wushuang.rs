//! 无双 (吕布) — reference §2; seed 000 (無雙). Compulsory: his 杀 needs two 闪 to dodge; in a 决斗 he is part of, the other side plays two 杀 each time. A response-count modifier.

pub(crate) fn responses_needed() -> u8 {
    2
}
