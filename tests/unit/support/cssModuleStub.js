/** CSS modules in unit tests: each class name maps to itself. */
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : key)});
