//! CuTe's projected `local_tile` / `local_partition` (`Step<_1, X, _1>`) against the
//! unprojected forms with the tiler and coordinate diced by hand (CuTe's GEMM example).

use layout_core::prelude::*;

#[test]
fn gemm_cta_tiles_by_projection() {
    let (m, n, k) = (96, 128, 12);
    let a_data: Vec<i32> = (0..m * k).collect();
    let b_data: Vec<i32> = (0..n * k).collect();
    let c_data: Vec<i32> = (0..m * n).collect();
    let a = make_tensor(&a_data[..], make_layout((m, k))); // (M,K)
    let b = make_tensor(&b_data[..], make_layout((n, k))); // (N,K)
    let c = make_tensor(&c_data[..], make_layout((m, n))); // (M,N)
    let cta_tiler = (_32, _64, _4);
    for (bx, by) in [(0, 0), (1, 1), (2, 0)] {
        let cta_coord = (bx, by, X);
        let cta_a = local_tile_proj(&a, cta_tiler, cta_coord, (_1, X, _1)); // (_32,_4,k)
        let cta_b = local_tile_proj(&b, cta_tiler, cta_coord, (X, _1, _1)); // (_64,_4,k)
        let cta_c = local_tile_proj(&c, cta_tiler, cta_coord, (_1, _1, X)); // (_32,_64)
        assert_eq!(cta_a.layout().to_string(), "(_32,_4,3):(_1,96,384)");
        assert_eq!(cta_b.layout().to_string(), "(_64,_4,3):(_1,128,512)");
        assert_eq!(cta_c.layout().to_string(), "(_32,_64):(_1,96)");
        let plain_c = local_tile(&c, (_32, _64), (bx, by));
        assert_eq!(plain_c.layout(), cta_c.layout());
        for kt in 0..3 {
            for kk in 0..4 {
                for i in 0..32 {
                    assert_eq!(cta_a[(i, kk, kt)], a[(32 * bx + i, 4 * kt + kk)]);
                }
                for j in 0..64 {
                    assert_eq!(cta_b[(j, kk, kt)], b[(64 * by + j, 4 * kt + kk)]);
                }
            }
        }
        assert_eq!(cta_c[(5, 7)], c[(32 * bx + 5, 64 * by + 7)]);
    }
}

#[test]
fn gemm_thread_partitions_by_projection() {
    let thr = Layout::new((_2, _16, _1), (_16, _1, _0));
    let (m, n, k) = (8, 64, 4);
    let a_data: Vec<i32> = (0..m * k).collect();
    let c_data: Vec<i32> = (0..m * n).collect();
    let a = make_tensor(&a_data[..], make_layout((m, k)));
    let c = make_tensor(&c_data[..], make_layout((m, n)));
    for tid in 0..32 {
        let thr_a = local_partition_proj(&a, thr, tid, (_1, X, _1)); // (M/2,K/1)
        let thr_c = local_partition_proj(&c, thr, tid, (_1, _1, X)); // (M/2,N/16)
        assert_eq!(thr_a.layout().to_string(), "(4,4):(_2,8)");
        assert_eq!(thr_c.layout().to_string(), "(4,4):(_2,128)");
        let (tm, tn) = ((tid / 16) % 2, tid % 16);
        assert_eq!(thr_a[(3, 2)], a[(tm + 2 * 3, 2)]);
        assert_eq!(thr_c[(1, 3)], c[(tm + 2, tn + 16 * 3)]);
    }
}
