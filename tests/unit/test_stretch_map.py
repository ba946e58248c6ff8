"""The ``stretch`` calibration map kind: a rescaled score over a sample's range, not a probability."""
import json

import numpy as np
import pytest

from detectors.calibration.maps import CalibrationMap


def test_stretch_hand_computed_values():
    m = CalibrationMap("stretch", lo=0.5, hi=1.0)
    assert m.one(0.75) == pytest.approx(0.5)  # (0.75 − 0.5) / (1.0 − 0.5)
    assert m.one(0.6) == pytest.approx(0.2)
    assert m.one(0.5) == 0.0 and m.one(1.0) == 1.0  # the range's ends
    assert m.one(0.4) == 0.0 and m.one(1.2) == 1.0  # clipped outside the range
    np.testing.assert_allclose(CalibrationMap("stretch", lo=0.62888, hi=0.9315)([0.62888, 0.78019, 0.9315]),
                               [0.0, 0.5, 1.0], atol=1e-6)
    xs = np.linspace(0, 1, 50)
    assert np.all(np.diff(CalibrationMap("stretch", lo=0.2, hi=0.9)(xs)) >= 0)  # order kept


def test_an_empty_range_is_the_identity():
    for lo, hi in ((0.5, 0.5), (0.7, 0.3)):
        m = CalibrationMap("stretch", lo=lo, hi=hi)
        assert m.one(0.3) == 0.3 and m.one(0.9) == 0.9


def test_stretch_is_a_score_not_a_probability():
    assert CalibrationMap("stretch", lo=0.1, hi=0.9).is_probability is False
    assert CalibrationMap("isotonic", [0.0, 1.0], [0.0, 1.0]).is_probability is True
    assert CalibrationMap("platt", a=1.0, b=0.0).is_probability is True


def test_stretch_round_trips_through_json():
    m = CalibrationMap("stretch", lo=0.56532, hi=0.90312)
    d = json.loads(json.dumps(m.to_dict()))
    assert d == {"kind": "stretch", "lo": 0.56532, "hi": 0.90312}
    back = CalibrationMap.from_dict(d)
    assert back == m and back.kind == "stretch" and not back.is_probability
    assert back.one(0.7) == pytest.approx(m.one(0.7))
    assert back.one(0.7) == pytest.approx((0.7 - 0.56532) / (0.90312 - 0.56532))
    with pytest.raises(KeyError):
        CalibrationMap.from_dict({"kind": "stretch", "lo": 0.1})  # both ends are needed
