"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
var _a;
Object.defineProperty(exports, "__esModule", { value: true });
exports.CHROMIUM = void 0;
exports.default = setup;
// Starts the product as a user would (`npm start`) on a free port with a fresh data folder,
// and makes sure Debian's Chromium is there (installing it with apt when we are root).
var node_child_process_1 = require("node:child_process");
var node_fs_1 = require("node:fs");
var node_net_1 = require("node:net");
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var node_url_1 = require("node:url");
exports.CHROMIUM = (_a = process.env.CHROMIUM_PATH) !== null && _a !== void 0 ? _a : '/usr/bin/chromium';
var repoRoot = node_path_1.default.resolve(node_path_1.default.dirname((0, node_url_1.fileURLToPath)(import.meta.url)), '../..');
function ensureChromium() {
    var _a;
    if (node_fs_1.default.existsSync(exports.CHROMIUM))
        return;
    if (((_a = process.getuid) === null || _a === void 0 ? void 0 : _a.call(process)) !== 0) {
        throw new Error("".concat(exports.CHROMIUM, " is missing: install Debian's chromium and fonts-noto-cjk (apt-get install chromium fonts-noto-cjk)"));
    }
    console.log('[e2e] installing chromium and fonts-noto-cjk with apt...');
    (0, node_child_process_1.execFileSync)('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    (0, node_child_process_1.execFileSync)('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
        stdio: 'inherit',
        env: __assign(__assign({}, process.env), { DEBIAN_FRONTEND: 'noninteractive' }),
    });
}
function freePort() {
    return __awaiter(this, void 0, void 0, function () {
        return __generator(this, function (_a) {
            return [2 /*return*/, new Promise(function (resolve, reject) {
                    var server = node_net_1.default.createServer();
                    server.listen(0, '127.0.0.1', function () {
                        var port = server.address().port;
                        server.close(function () { return resolve(port); });
                    });
                    server.on('error', reject);
                })];
        });
    });
}
var server;
var dataDir;
function setup(project) {
    return __awaiter(this, void 0, void 0, function () {
        var port, logs, baseUrl, deadline, res, _a;
        var _this = this;
        var _b, _c;
        return __generator(this, function (_d) {
            switch (_d.label) {
                case 0:
                    ensureChromium();
                    return [4 /*yield*/, freePort()];
                case 1:
                    port = _d.sent();
                    dataDir = node_fs_1.default.mkdtempSync(node_path_1.default.join(node_os_1.default.tmpdir(), 'chainreview-e2e-'));
                    logs = [];
                    server = (0, node_child_process_1.spawn)(process.execPath, ['scripts/start.mjs'], {
                        cwd: repoRoot,
                        env: __assign(__assign({}, process.env), { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_ANON_PER_MIN: '100000', RATE_LIMIT_WRITE_PER_MIN: '100000', RATE_LIMIT_LOGIN_PER_MIN: '100000' }),
                        stdio: ['ignore', 'pipe', 'pipe'],
                        detached: false,
                    });
                    (_b = server.stdout) === null || _b === void 0 ? void 0 : _b.on('data', function (d) { return logs.push(String(d)); });
                    (_c = server.stderr) === null || _c === void 0 ? void 0 : _c.on('data', function (d) { return logs.push(String(d)); });
                    baseUrl = "http://127.0.0.1:".concat(port);
                    deadline = Date.now() + 230000;
                    _d.label = 2;
                case 2:
                    if (server.exitCode !== null)
                        throw new Error("npm start exited early:\n".concat(logs.join('')));
                    _d.label = 3;
                case 3:
                    _d.trys.push([3, 5, , 6]);
                    return [4 /*yield*/, fetch("".concat(baseUrl, "/api/health"))];
                case 4:
                    res = _d.sent();
                    if (res.ok)
                        return [3 /*break*/, 9];
                    return [3 /*break*/, 6];
                case 5:
                    _a = _d.sent();
                    return [3 /*break*/, 6];
                case 6:
                    if (Date.now() > deadline)
                        throw new Error("server did not become healthy:\n".concat(logs.join('')));
                    return [4 /*yield*/, new Promise(function (r) { return setTimeout(r, 300); })];
                case 7:
                    _d.sent();
                    _d.label = 8;
                case 8: return [3 /*break*/, 2];
                case 9:
                    project.provide('baseUrl', baseUrl);
                    return [2 /*return*/, function () { return __awaiter(_this, void 0, void 0, function () {
                            return __generator(this, function (_a) {
                                switch (_a.label) {
                                    case 0:
                                        if (!(server && server.exitCode === null)) return [3 /*break*/, 2];
                                        server.kill('SIGTERM');
                                        return [4 /*yield*/, new Promise(function (r) { return server.once('exit', r); })];
                                    case 1:
                                        _a.sent();
                                        _a.label = 2;
                                    case 2:
                                        if (dataDir)
                                            node_fs_1.default.rmSync(dataDir, { recursive: true, force: true });
                                        return [2 /*return*/];
                                }
                            });
                        }); }];
            }
        });
    });
}
